static int helper(int v)
{
	if (v > 0) {
		for (int i = 0; i < v; i++) {
			
#ifdef FAST
			fast_work(i);
#else
			slow_work(i);
#endif
		
		}
	} else {
		
#ifdef FAST
		fast_work(-v);
#else
		slow_work(-v);
#endif
	
	}
	return v;
}
