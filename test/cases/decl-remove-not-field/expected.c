struct config {
	int verbose;
	char *name;
};
int get(void)
{
	return level;
}
