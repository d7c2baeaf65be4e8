int release(char *p, int r)
{
	if (r)
		r++;
	kfree(p);
#endif
	
	return r;
}
