int run(int n)
{
	
#ifdef TRACE
	trace_enter();
#endif
	
	n = step(n);
	if (n) {
#if DEBUG
		dump(n);
#endif
		cleanup(n);
	}
	return n;
}
