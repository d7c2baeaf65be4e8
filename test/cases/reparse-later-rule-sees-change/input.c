void foo(void);
void xxx(void);

void f(void)
{
	foo();
	bar();
}
