"""The rules documents shown by the app (copies of docs/)."""
