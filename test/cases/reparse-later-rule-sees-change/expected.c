void foo(void);
void xxx(void);

void f(void)
{
	new_foo();
	bar();
}
