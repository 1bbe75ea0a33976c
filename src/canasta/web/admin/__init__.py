"""The admin area: the organiser's tools at the tables (``organiser``), backups (``backup``) and
the record of who was taken off a table (``removals``, the service the tables read)."""
