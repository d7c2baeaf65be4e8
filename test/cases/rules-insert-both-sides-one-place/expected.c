void f(int);
void g(int);
void todo_a(void);
void todo_b(void);

void run(int x)
{
	f(x);
	b_after_f();
	a_after_f();
	a_before_g();
	b_before_g();
	g(x);
}
