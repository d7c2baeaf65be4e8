void setup(void);
void init(void);
void trace(int);
void legacy(int);
void modern(int);

void f(int a)
{
	init();
	trace(1);
	trace(3);
	a++;
	modern(a);
}
