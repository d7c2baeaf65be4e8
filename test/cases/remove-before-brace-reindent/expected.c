void foo(void);
void bar(void);

void f(int c)
{
	bar();
	if (c) {
	}
	if (c) {
		bar(); }
	while (c) {
		bar();
	}
}
