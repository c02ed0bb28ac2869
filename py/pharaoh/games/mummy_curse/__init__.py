"""Der Fluch der Mumie (Ramsès Magnetic): a hidden-movement hunt in a pyramid maze."""
