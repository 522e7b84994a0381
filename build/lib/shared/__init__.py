"""What every app shares and no app owns: pure Python, importing nothing of the project."""
