void run(int x)
{
	trace(x);
}
