void foo(void);
void bar(void);

void f(int c)
{
	foo(); bar();
	if (c) {
		foo(); }
	if (c) {
		bar(); foo(); }
	while (c) {
		bar();
		  foo(); }
}
