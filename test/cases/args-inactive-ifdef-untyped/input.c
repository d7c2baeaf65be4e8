struct item {
	char *name;
	struct pool *pool;
};

void release(struct item *it)
{
#ifdef USE_POOL
	pool_put(it->pool, it);
	legacy_free(it->name);
#else
	legacy_free(it->name);
	legacy_free(it);
#endif
}

#if defined(HAVE_CACHE) && HAVE_CACHE > 1
void drop_cache(char *buf)
{
	legacy_free(buf);
}
#endif
