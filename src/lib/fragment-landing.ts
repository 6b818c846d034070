/**
 * For the head: keeps the section an address points at (`#id`) where the browser landed it, until
 * the page has settled. Browsers keep that section in view only until the load event, and the page
 * can still grow above it after that: code frames and tables drawn at their real height when they
 * come near the viewport (content-visibility), and the first paint itself, which the scripts no
 * longer hold back. For two seconds from the first frame, while the reader has not scrolled, clicked,
 * touched or pressed a key and the address keeps its fragment, each frame puts the section back at
 * its scroll margin if it has moved.
 */
export const fragmentLandingScript = `(function(){var h=location.hash,s=0,t;if(h.length<2)return;function stop(){s=1}['wheel','touchstart','pointerdown','keydown','hashchange'].forEach(function(e){addEventListener(e,stop,{passive:true,once:true})});function f(n){if(s||location.hash!==h)return;if(t===undefined)t=n;var e;try{e=document.getElementById(decodeURIComponent(h.slice(1)))}catch(x){return}if(e){var m=parseFloat(getComputedStyle(e).scrollMarginTop)||0;if(Math.abs(e.getBoundingClientRect().top-m)>1)e.scrollIntoView({behavior:'instant'})}if(n-t<2000)requestAnimationFrame(f)}requestAnimationFrame(f)})()`
