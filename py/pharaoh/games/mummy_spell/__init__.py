"""Im Bann der Mumie: four characters dig up a pharaoh's tomb, one player is the mummy defending it."""
