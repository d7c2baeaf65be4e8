#define NULL ((void *)0)
struct s { int x; };
/* E is b: the chain's first operand tried first, E->fld then fails */
int f(struct s *a, struct s *b)
{
	return a != NULL && b != NULL && b->x;
}
