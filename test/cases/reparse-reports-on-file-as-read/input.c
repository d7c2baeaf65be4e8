void setup(void);
void init(void);
void trace(int);
void legacy(int);
void modern(int);

void f(int a)
{
	setup();
	a++;
	legacy(a);
}
