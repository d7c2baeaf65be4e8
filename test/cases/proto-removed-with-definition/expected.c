int keep(int);
static const char *other(int x);

static const char *other(int x)
{
	return x ? "c" : "d";
}

int keep(int y)
{
	return y;
}
