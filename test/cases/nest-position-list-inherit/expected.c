void run(int a, int b)
{
	note(a);
	traced(a);
	while (b--) {
		trace(b);
		traced(a);
	}
	trace(a + b);
}

void idle(int a)
{
	trace(a);
	note(a);
	traced(a);
}
