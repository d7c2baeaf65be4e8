/* `&E` is a pointer: not_ptr1 and not_ptr2 make neg_if's swapped `!&E` match `&p->f == NULL` and the if's `&E` match `&p->f != NULL` (spatch 1.1.1). */
#define NULL ((void *)0)
struct s { int f; };
void a(void);
void b(void);
void x(void);
void y(void);
void t(struct s *p)
{
	if (&p->f == NULL)
		y();
	else
		x();
	if (&p->f != NULL)
		x();
	else
		y();
}
