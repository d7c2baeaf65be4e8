struct config {
	int verbose;
	char *name;
};
static struct config defaults;
int level;
int get(void)
{
	int n;
	return level;
}
