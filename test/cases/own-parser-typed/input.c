struct foo { int x; };
void kfree(const void *);

void drop(struct foo *f)
{
	kfree(f);
}
