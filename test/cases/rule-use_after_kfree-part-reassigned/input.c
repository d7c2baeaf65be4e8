/* After kfree(E), a part of E changes before E->f is read: E names a new
 * block, no use after free (drivers/message/fusion/mptsas.c:3902 over the
 * 6.1 tree: the loop's test refills `buffer` through &buffer).  The last
 * function is a true use after free, still reported. */
void kfree(const void *p);

struct info { int handle; };
struct buf { struct info *info; };
struct node { struct info *info; struct node *next; };
void fill(struct buf *b);
int use(int h);

int refilled(void)
{
	struct buf b;
	int h;

	fill(&b);
	kfree(b.info);
	fill(&b);
	h = b.info->handle;
	return h;
}

int moved_on(struct node *n)
{
	kfree(n->info);
	n = n->next;
	return use(n->info->handle);
}

int still_freed(struct node *n)
{
	kfree(n->info);
	return use(n->info->handle);
}
