void f(int);
void g(int);
void todo_a(void);
void todo_b(void);
void todo_c(void);

void run(int x)
{
	f(x);
	g(x);
	todo_a();
	todo_b();
	todo_c();
}
