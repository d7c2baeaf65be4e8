void bad(void);
void good(void);
void other(void);
void third(void);
void fifth(void);

void g(void)
{
	good();
	other();
	third();
	fifth();
}

void h(void)
{
	bad();
}
