#define __nocast
int sum(int q __nocast, int w)
{
	return q + w;
}
int other(int q, int w)
{
	return q - w;
}
