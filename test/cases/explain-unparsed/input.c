void release(int x);
void g(int x)
{
	FOO BAR release(x) @ 3;
	release(x);
}
