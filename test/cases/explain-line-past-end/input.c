void free(void *p);
void g(void *p)
{
	free(p);
}
