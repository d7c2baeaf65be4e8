struct buf { int *pg_arr; int len[4]; };
void g(int, ...);

static struct buf*setup(struct buf *pbl, int  n, char c[4])
{
	g(pbl->len[n + 1],   c /* ignored */ , (int)c[0]);
	if (!pbl->pg_arr &&
	    sizeof(struct buf*) > 2) {
		return  (void *) 0 ;
	}
	return pbl;
}
