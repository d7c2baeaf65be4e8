struct item {
	char *name;
	struct pool *pool;
};

void release(struct item *it)
{
#ifdef USE_POOL
	pool_put(it->pool, it);
	free(it->name);
#else
	free(it->name);
	free(it);
#endif
}

#if defined(HAVE_CACHE) && HAVE_CACHE > 1
void drop_cache(char *buf)
{
	free(buf);
}
#endif
