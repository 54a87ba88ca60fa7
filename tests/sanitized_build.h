#pragma once
// Whether this test was built with AddressSanitizer or ThreadSanitizer (scripts/sanitize.sh),
// which change what memory limits and growth mean: ASan reserves terabytes of address space for
// its shadow, keeps freed memory in quarantine, and aborts when an allocation fails.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kSanitizedBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
constexpr bool kSanitizedBuild = true;
#else
constexpr bool kSanitizedBuild = false;
#endif
#else
constexpr bool kSanitizedBuild = false;
#endif
