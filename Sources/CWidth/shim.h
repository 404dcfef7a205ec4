// wcwidth/wcswidth are not visible through `import Glibc`; declare them here so
// the tutor can measure Hangul and Han text (two columns each) for tables and boxes.
#define _XOPEN_SOURCE 700
#include <wchar.h>
#include <locale.h>
int wcwidth(wchar_t c);
int wcswidth(const wchar_t *s, size_t n);
