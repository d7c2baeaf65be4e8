static int check(int v);
extern int other(int v);
static long *lookup(const char *key);
int plain(void);
static int table[4];
static int (*hook)(int);

static int check(int v)
{
	return v > 0;
}
