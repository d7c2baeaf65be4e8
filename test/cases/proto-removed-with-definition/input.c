int keep(int);
static const char *name_of(int x);
const char *name_of(int);
extern const char *name_of(int x);
static const char *other(int x);

static const char *other(int x)
{
	return x ? "c" : "d";
}

int keep(int y)
{
	return y;
}
static const char *name_of(int x)
{
	return x ? "a" : "b";
}
