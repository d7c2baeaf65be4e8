void put(char *id, const char *cs)
{
	take((const char **)&id);
	take((const char **)&cs);
}
