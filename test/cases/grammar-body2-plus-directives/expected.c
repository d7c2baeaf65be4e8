void h(int x)
{
#ifdef CONFIG_TRACE
	trace(x);
#endif
	work(x);
	
#if DEBUG > 1
	new_debug(x);
#else
	new(x);
#endif
#error "old() is gone"
	
	done();
}
