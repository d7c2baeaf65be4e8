void run(int a, int b)
{
	note(a);
	trace(a);
	while (b--) {
		trace(b);
		trace(a);
	}
	trace(a + b);
}

void idle(int a)
{
	trace(a);
	note(a);
	trace(a);
}
