"""Calendars: the players' calendars that games' clocks read (time zone, vacations), the
deadlines a player faces (agenda) and their iCalendar feed. May import outbound (the game
links and time zones an email uses); nothing imports it but the app's wiring and the API."""
