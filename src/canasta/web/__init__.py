"""The web front end: an authoritative game server (FastAPI + WebSockets, SQLAlchemy storage)
and a dependency-free browser client. Start it with ``canasta serve``."""
