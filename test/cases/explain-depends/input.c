void setup2(void);
void use(int x);
void g(void)
{
	setup2();
	use(1);
}
