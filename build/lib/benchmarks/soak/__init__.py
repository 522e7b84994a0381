"""The soak: client threads racing each other on shared games through real HTTP, then an
audit of what the database kept (``manage.py soak``; README "How it is built")."""
