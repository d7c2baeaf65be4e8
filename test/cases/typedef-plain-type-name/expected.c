typedef unsigned long ulong_t;
typedef int *intp_t;
typedef struct node node_t;

unsigned long count(struct node *p)
{
	unsigned long n = 0;
	struct node *q = 0;

	while (p != q)
		n++;
	return n;
}
