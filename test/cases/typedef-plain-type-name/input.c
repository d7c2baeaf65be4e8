typedef unsigned long ulong_t;
typedef int *intp_t;
typedef struct node node_t;

ulong_t count(struct node *p)
{
	ulong_t n = 0;
	node_t *q = 0;

	while (p != q)
		n++;
	return n;
}
