"""The club nights area: events with duplicate deals (``nights``) and the sealing of a round's
tables while it plays (``sealing``, the service the tables and the club read)."""
