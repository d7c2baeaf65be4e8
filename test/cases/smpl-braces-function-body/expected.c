void foo(void);

int main(int x) { foo(); }

int g(int x)
{
	if (x) foo();
	while (x) foo();
	return 0;
}
