void put(char *id, const char *cs)
{
	take((const char **)&id);
	take(&cs);
}
