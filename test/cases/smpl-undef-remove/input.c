#define BUF_LEN 64
static char buf[BUF_LEN];
#undef BUF_LEN
#undef OTHER_LEN

int fill(char *p)
{
	int n = BUF_LEN;
#undef BUF_LEN
	return n + p[0];
}

#undef  BUF_LEN   /* done with it */
