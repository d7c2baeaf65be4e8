int check(int v);
extern int other(int v);
long *lookup(const char *key);
int plain(void);
int table[4];
int (*hook)(int);

static int check(int v)
{
	return v > 0;
}
