void setup(void);
void trace(int);
void legacy(int);
void modern(int);

void f(int a)
{
	setup();
	trace(1);
	trace(3);
	a++;
	modern(a);
}
