#define NULL ((void *)0)
struct s { int x; };
void start(void);
void end(void);
void foo(void);
/* the when clause holds with E b, its chain's second operand */
void g(struct s *a, struct s *b)
{
	start();
	if (a != NULL && b != NULL && b->x)
		foo();
	end();
}
