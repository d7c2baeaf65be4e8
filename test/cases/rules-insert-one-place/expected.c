void f(int);
void g(int);
void todo_a(void);
void todo_b(void);
void todo_c(void);

void run(int x)
{
	f(x);
	c_after_f();
	a_after_f();
	b_before_g();
	g(x);
}
